import java.io.*;
import java.nio.file.*;
import java.util.*;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/** Writes or reads the plain locale/currency/bitset holder with fory-compatible's set-up. */
public class PlainValues {
  public static class PlainUtilValues implements Serializable {
    public Locale locale; public Locale rootLocale; public Currency euro; public Currency yen;
    public BitSet empty; public BitSet wordBoundaries; public BitSet wide;
  }
  static Fory fory() {
    return Fory.builder().withLanguage(Language.JAVA).withCompatibleMode(CompatibleMode.COMPATIBLE)
        .requireClassRegistration(false).withRefTracking(true)
        .withClassLoader(PlainValues.class.getClassLoader()).build();
  }
  public static void main(String[] a) throws Exception {
    if (a[0].equals("write")) {
      PlainUtilValues v = new PlainUtilValues();
      v.locale = Locale.US; v.rootLocale = Locale.ROOT; v.euro = Currency.getInstance("EUR"); v.yen = Currency.getInstance("JPY");
      v.empty = new BitSet(); v.wordBoundaries = new BitSet(); for (int b : new int[]{0,63,64,127,128}) v.wordBoundaries.set(b);
      v.wide = new BitSet(); v.wide.set(3); v.wide.set(10_000);
      byte[] bytes = fory().serialize(v);
      Files.write(Path.of(a[1]), bytes);
      System.out.println("wrote " + bytes.length + " bytes");
    } else {
      try {
        Object o = fory().deserialize(Files.readAllBytes(Path.of(a[1])));
        System.out.println("read " + o);
      } catch (Throwable t) {
        System.out.print("THREW");
        for (Throwable c = t; c != null; c = c.getCause()) System.out.print(" | " + c.getClass().getName() + ": " + String.valueOf(c.getMessage()).split("\n")[0]);
        System.out.println();
      }
    }
  }
}
