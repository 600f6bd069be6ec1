public class Line implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public String productCode; public long quantity;
  public String toString() { return "Line[productCode=" + productCode + ", quantity=" + quantity + "]"; }
}
