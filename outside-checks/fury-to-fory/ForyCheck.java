import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Fory 1.6.0 (org.apache.fory): {@code write FILE MODE} writes an Order and reads its own bytes
 * back; {@code read FILE MODE} reads the file. The set-up of the kit's fory-compatible, MODE aside.
 */
public class ForyCheck {
  public static void main(String[] args) throws Exception {
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(CompatibleMode.valueOf(args[2]))
            .requireClassRegistration(false)
            .withRefTracking(true)
            .build();
    Path file = Path.of(args[1]);
    if (args[0].equals("write")) {
      byte[] bytes = fory.serialize(new Order());
      Files.write(file, bytes);
      System.out.println("fory 1.6.0 " + args[2] + " wrote " + bytes.length + " bytes, reads its own: " + fory.deserialize(bytes));
    } else {
      try {
        System.out.println("fory 1.6.0 " + args[2] + " read  " + fory.deserialize(Files.readAllBytes(file)));
      } catch (Throwable t) {
        System.out.println("fory 1.6.0 " + args[2] + " read  failed: " + chain(t));
      }
    }
  }

  static String chain(Throwable t) {
    StringBuilder s = new StringBuilder(String.valueOf(t));
    for (Throwable c = t.getCause(); c != null; c = c.getCause()) {
      s.append(" (caused by ").append(c).append(')');
    }
    return s.toString();
  }
}
