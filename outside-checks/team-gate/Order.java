public class Order implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public String id;
  public Status status;
  public String toString() { return "Order[id=" + id + ", status=" + status + "]"; }
}
