import java.io.Serializable;
import java.math.BigDecimal;
/** v2: value is a BigDecimal. */
public class Sample implements Serializable {
  public String name = "Ada Lovelace";
  public java.math.BigDecimal value;
  static Object make(String text) { Sample s = new Sample(); s.value = new BigDecimal(text); return s; }
  public String toString() { return "Sample{name=" + name + ", value=" + value + " (" + (value == null ? null : value.getClass().getSimpleName()) + ")}"; }
}
