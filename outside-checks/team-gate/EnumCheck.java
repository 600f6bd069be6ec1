import java.nio.file.*;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
public class EnumCheck {
  public static void main(String[] a) throws Exception {
    Fory fory = Fory.builder().withLanguage(Language.JAVA).withCompatibleMode(CompatibleMode.COMPATIBLE).requireClassRegistration(false).build();
    if (a[0].equals("write")) {
      Order o = new Order(); o.id = "A-1"; o.status = Status.valueOf(a[2]);
      Files.write(Path.of(a[1]), fory.serialize(o));
      System.out.println("wrote " + o + " (ordinal " + o.status.ordinal() + ")");
    } else {
      Object o = fory.deserialize(Files.readAllBytes(Path.of(a[1])));
      System.out.println("read  " + o);
    }
  }
}
