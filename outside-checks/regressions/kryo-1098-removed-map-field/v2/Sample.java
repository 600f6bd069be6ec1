import java.util.*;
/** v2: both maps removed. */
public class Sample {
  public String name;
  public int count;
  public List<String> tags;
  static Sample make() { return null; }
  public String toString() { return "Sample{name=" + name + ", count=" + count + ", tags=" + tags + "}"; }
}
