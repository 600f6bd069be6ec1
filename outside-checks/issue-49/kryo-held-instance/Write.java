import com.esotericsoftware.kryo.Kryo; import com.esotericsoftware.kryo.io.Output; import java.nio.file.*;
public class Write { public static void main(String[] a) throws Exception {
  Kryo k = new Kryo(); k.setRegistrationRequired(true); k.register(s.Sample.class); k.register(String.class);
  Object v = a[0].equals("v1") ? s.Sample.class.getConstructor(String.class, int.class).newInstance("Ada", 42)
                               : s.Sample.class.getConstructor(String.class, int.class, String.class).newInstance("Ada", 42, "ace");
  Output o = new Output(256, -1); k.writeObject(o, v); Files.write(Path.of(a[1]), o.toBytes()); } }
