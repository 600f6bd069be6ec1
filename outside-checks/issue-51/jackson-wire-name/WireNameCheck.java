import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a Courier with one release's classes, or reads the bytes with the other's: with Jackson as
 * Spring Boot 3 sets it up (the kit's jackson-spring-boot), and with Java serialization.
 *   write FILE PLATE | read FILE
 */
public class WireNameCheck {
  public static void main(String[] a) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    mapper.registerModules(new Jdk8Module(), new ParameterNamesModule(), new JavaTimeModule());
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    if (a[0].equals("write")) {
      Courier courier = new Courier();
      courier.fill(a[2]);
      byte[] json = mapper.writeValueAsBytes(courier);
      Files.write(Path.of(a[1] + ".json"), json);
      ByteArrayOutputStream java = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(java)) {
        out.writeObject(courier);
      }
      Files.write(Path.of(a[1] + ".ser"), java.toByteArray());
      System.out.println("wrote " + courier + " as JSON " + new String(json) + " and as Java serialization");
    } else {
      byte[] json = Files.readAllBytes(Path.of(a[1] + ".json"));
      System.out.println("Jackson read " + mapper.readValue(json, Courier.class));
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(Files.readAllBytes(Path.of(a[1] + ".ser"))))) {
        System.out.println("Java serialization read " + in.readObject());
      }
    }
  }
}
