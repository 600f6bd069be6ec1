import java.util.*;
/** v1: a TreeMap and a Map<String, List<Integer>> between the scalar fields. */
public class Sample {
  public String name;
  public TreeMap<String, String> labels;
  public Map<String, List<Integer>> index;
  public int count;
  public List<String> tags;
  static Sample make() {
    Sample s = new Sample();
    s.name = "Ada Lovelace";
    s.labels = new TreeMap<>(Map.of("Tier", "gold", "app", "billing"));
    s.index = new HashMap<>(Map.of("primes", new ArrayList<>(List.of(2, 3, 5, 7))));
    s.count = -1234567;
    s.tags = new ArrayList<>(List.of("mathematician", "writer"));
    return s;
  }
  public String toString() { return "Sample{name=" + name + ", count=" + count + ", tags=" + tags + "}"; }
}
