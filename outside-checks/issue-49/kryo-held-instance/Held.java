import com.esotericsoftware.kryo.Kryo; import com.esotericsoftware.kryo.io.Input; import java.nio.file.*;
/** One held Kryo (v2 classes) reads v1, v2, v1 bytes; a fresh Kryo reads each of them too. */
public class Held {
  static Kryo kryo() { Kryo k = new Kryo(); k.setRegistrationRequired(true); k.register(s.Sample.class); k.register(String.class); return k; }
  static String read(Kryo k, byte[] b) { try { return "read " + k.readObject(new Input(b), s.Sample.class); } catch (Throwable t) { return "THREW " + t.getClass().getName() + (t.getCause() != null ? " caused by " + t.getCause().getClass().getName() : ""); } }
  public static void main(String[] a) throws Exception {
    byte[] v1 = Files.readAllBytes(Path.of("v1.bin")), v2 = Files.readAllBytes(Path.of("v2.bin"));
    Kryo held = kryo(); int n = 1;
    for (byte[] b : new byte[][] {v1, v2, v1}) { System.out.println("step " + n++ + ": held " + read(held, b) + " | fresh " + read(kryo(), b)); } } }
