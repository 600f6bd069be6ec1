import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3.3.0: JsonMapper.builder(), builderWithJackson2Defaults(), or a JsonFactory whose read
 * and write constraints allow Jackson 2's nesting depth of 1000 ("raised").
 */
public class J3 {
  public static void main(String[] args) throws Exception {
    ObjectMapper mapper = switch (args[1]) {
      case "default" -> JsonMapper.builder().build();
      case "2defaults" -> JsonMapper.builderWithJackson2Defaults().build();
      case "raised" -> JsonMapper.builder(JsonFactory.builder()
              .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(1000).build())
              .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(1000).build())
              .build()).build();
      default -> throw new IllegalArgumentException(args[1]);
    };
    if (args[0].equals("write")) {
      try {
        Files.write(Path.of(args[3]), mapper.writeValueAsBytes(Node.chain(Integer.parseInt(args[2]))));
        System.out.println("wrote " + args[2] + " levels");
      } catch (Exception e) {
        System.out.println("WRITE REFUSED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("").replaceAll(" \\(through reference chain.*", ""));
      }
    } else {
      try {
        System.out.println("read " + Node.length(mapper.readValue(Files.readAllBytes(Path.of(args[2])), Node.class)) + " levels");
      } catch (Exception e) {
        System.out.println("REJECTED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("").replaceAll(" \\(through reference chain.*", ""));
      }
    }
  }
}
