import java.io.Serializable;
import org.nustaq.serialization.FSTConfiguration;

/** FST's default configuration writes and reads back a holder of boxed values, as fst-default does. */
public class Plain {
  public static class Boxes implements Serializable {
    public Integer count = 123_456;
    public Long big = 9_000_000_000L;
    public Double amount = 2.25;
  }

  public static void main(String[] args) {
    try {
      FSTConfiguration fst = FSTConfiguration.createDefaultConfiguration();
      byte[] bytes = fst.asByteArray(new Boxes());
      Boxes read = (Boxes) fst.getObjectInput(bytes).readObject();
      System.out.println("round trip of " + bytes.length + " bytes: " + read.count + ", " + read.big + ", " + read.amount);
    } catch (Throwable t) {
      for (Throwable c = t; c != null; c = c.getCause()) {
        System.out.println("  " + c.getClass().getName() + ": " + String.valueOf(c.getMessage()).split("\n")[0]);
      }
    }
  }
}
