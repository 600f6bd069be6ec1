import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;

/** Jackson 2.22.4, new ObjectMapper() with fields visible (the kit's jackson-default). */
public class J2 {
  public static void main(String[] args) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    if (args[0].equals("write")) {
      Files.write(Path.of(args[1]), mapper.writeValueAsBytes(new Model()));
    } else {
      try {
        System.out.println(Model.verdict(mapper.readValue(Files.readAllBytes(Path.of(args[1])), Model.class)));
      } catch (Exception e) {
        System.out.println("REJECTED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
  }
}
