import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** Jackson 3.3.0, JsonMapper.builder() or builderWithJackson2Defaults(), fields visible. */
public class J3 {
  public static void main(String[] args) throws Exception {
    JsonMapper.Builder builder =
        args[1].equals("2defaults") ? JsonMapper.builderWithJackson2Defaults() : JsonMapper.builder();
    ObjectMapper mapper = builder
        .changeDefaultVisibility(vc -> vc.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY))
        .build();
    if (args[0].equals("write")) {
      Files.write(Path.of(args[2]), mapper.writeValueAsBytes(Account.sample()));
    } else {
      try {
        System.out.println("read " + mapper.readValue(Files.readAllBytes(Path.of(args[2])), Account.class).describe());
      } catch (Exception e) {
        System.out.println("REJECTED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
  }
}
