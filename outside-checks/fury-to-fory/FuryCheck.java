import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.fury.Fury;
import org.apache.fury.config.CompatibleMode;
import org.apache.fury.config.Language;

/**
 * Fury 0.10.3 (org.apache.fury): {@code write FILE MODE} writes an Order and reads its own bytes
 * back; {@code read FILE MODE} reads the file. The set-up of the kit's fury-compatible, MODE aside.
 */
public class FuryCheck {
  public static void main(String[] args) throws Exception {
    Fury fury =
        Fury.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(CompatibleMode.valueOf(args[2]))
            .requireClassRegistration(false)
            .withRefTracking(true)
            .build();
    Path file = Path.of(args[1]);
    if (args[0].equals("write")) {
      byte[] bytes = fury.serialize(new Order());
      Files.write(file, bytes);
      System.out.println("fury 0.10.3 " + args[2] + " wrote " + bytes.length + " bytes, reads its own: " + fury.deserialize(bytes));
    } else {
      try {
        System.out.println("fury 0.10.3 " + args[2] + " read  " + fury.deserialize(Files.readAllBytes(file)));
      } catch (Throwable t) {
        System.out.println("fury 0.10.3 " + args[2] + " read  failed: " + chain(t));
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
