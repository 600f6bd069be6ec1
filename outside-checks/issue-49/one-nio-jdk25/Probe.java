import one.nio.serial.*;
public class Probe {
  public static class Boxes implements java.io.Serializable { public Integer count = 5; public Long big = 9L; }
  public static void main(String[] a) throws Throwable {
    try {
      byte[] b = Serializer.serialize(new Boxes());
      System.out.println("wrote " + b.length);
      Object o = Serializer.deserialize(b);
      System.out.println("read " + ((Boxes) o).count);
    } catch (Throwable t) {
      for (Throwable c = t; c != null; c = c.getCause()) System.out.println("  " + c);
    }
  }
}
