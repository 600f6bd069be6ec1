import java.util.ArrayList;
import java.util.List;

/** A plain class both sides have, unchanged. */
public class Order {
  public String id = "A-1";
  public int quantity = 3;
  public long cents = 1299L;
  public List<String> tags = new ArrayList<>(List.of("new", "priority"));

  @Override
  public String toString() {
    return "Order[id=" + id + ", quantity=" + quantity + ", cents=" + cents + ", tags=" + tags + "]";
  }
}
