import java.io.Serializable;
import java.net.Inet6Address;
import java.net.InetAddress;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire CORE-65 (Chronicle-Wire #1262/#1294, Chronicle-Core #854) outside the kit: doubles
 * through the TEXT wire, and InetAddress fields, as the kit writes them (getValueOut().object(v)
 * into on-heap Bytes, getValueIn().object(type) back).
 */
public class TextWireCheck {

  public static class Doubles implements Serializable {
    public double justBelowOneThousandth = Math.nextDown(1e-3);
    public double fiveDigitsThenMore = 1.2345678901234567E-5;
    public double nearOneTenMillionth = 3.0000000000000004E-7;
    public double plainSum = 0.1 + 0.2;
    public double large = 2.404501381407562E105;
    public double tiny = 2.3918852860410742E-11;
    public float largeFloat = 5_000_000.5f;
  }

  public static class Endpoints implements Serializable {
    public InetAddress v4;
    public Inet6Address v6;
  }

  static Object roundTrip(WireType wireType, Object value) {
    Bytes<byte[]> out = Bytes.allocateElasticOnHeap();
    wireType.apply(out).getValueOut().object(value);
    byte[] bytes = out.toByteArray();
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    return wireType.apply(in).getValueIn().object(value.getClass());
  }

  public static void main(String[] args) throws Exception {
    for (WireType wireType : new WireType[] {WireType.TEXT, WireType.BINARY}) {
      Doubles written = new Doubles();
      Doubles read = (Doubles) roundTrip(wireType, written);
      System.out.println("== " + wireType);
      for (java.lang.reflect.Field f : Doubles.class.getFields()) {
        Object w = f.get(written);
        Object r = f.get(read);
        System.out.printf("  %-24s %-24s -> %-24s %s%n", f.getName(), w, r, w.equals(r) ? "same" : "CHANGED");
      }
      Endpoints e = new Endpoints();
      e.v4 = InetAddress.getByAddress(new byte[] {(byte) 192, 0, 2, 1});
      e.v6 = Inet6Address.getByAddress(null, new byte[] {0x20, 0x01, 0x0d, (byte) 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x12, 0x34}, 3);
      Endpoints back = (Endpoints) roundTrip(wireType, e);
      System.out.printf("  v4 %s -> %s; v6 %s -> %s%n", e.v4.getHostAddress(), back.v4 == null ? null : back.v4.getHostAddress(), e.v6.getHostAddress(), back.v6 == null ? null : back.v6.getHostAddress());
    }
  }
}
