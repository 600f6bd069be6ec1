import java.io.Serializable;
import java.math.BigInteger;
/** v1: value is a BigInteger. */
public class Sample implements Serializable {
  public String name = "Ada Lovelace";
  public BigInteger value;
  static Object make(String text) { Sample s = new Sample(); s.value = new BigInteger(text); return s; }
  public String toString() { return "Sample{name=" + name + ", value=" + value + " (" + (value == null ? null : value.getClass().getSimpleName()) + ")}"; }
}
