import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;

/** Jackson 2.22.4, new ObjectMapper(): writes a chain of the given depth, or reads one. */
public class J2 {
  public static void main(String[] args) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    if (args[0].equals("write")) {
      try {
        Files.write(Path.of(args[2]), mapper.writeValueAsBytes(Node.chain(Integer.parseInt(args[1]))));
        System.out.println("wrote " + args[1] + " levels");
      } catch (Exception e) {
        System.out.println("WRITE REFUSED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("").replaceAll(" \\(through reference chain.*", ""));
      }
    } else {
      try {
        System.out.println("read " + Node.length(mapper.readValue(Files.readAllBytes(Path.of(args[1])), Node.class)) + " levels");
      } catch (Exception e) {
        System.out.println("REJECTED: " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("").replaceAll(" \\(through reference chain.*", ""));
      }
    }
  }
}
