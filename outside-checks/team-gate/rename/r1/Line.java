public class Line implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public String sku; public long quantity;
  public String toString() { return "Line[sku=" + sku + ", quantity=" + quantity + "]"; }
}
