import java.nio.file.Files;
import java.nio.file.Path;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Serializer;

/** one-nio persist mode: one class version writes, the other reads (the writer's serializer travels in the bytes). */
public class Main {
  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[1]);
    if (args[0].equals("write")) {
      Object value = Sample.make(args[2]);
      Files.write(file, Serializer.persist(value));
      System.out.println("wrote " + value);
    } else {
      System.out.println("read  " + new DeserializeStream(Files.readAllBytes(file)).readObject());
    }
  }
}
