import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.nio.file.Files;
import java.nio.file.Path;
import org.objenesis.strategy.StdInstantiatorStrategy;

/** Kryo #1098 / #907: CompatibleFieldSerializer reading bytes of a class whose map fields were removed. */
public class Main {
  static Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    DefaultInstantiatorStrategy strategy = new DefaultInstantiatorStrategy();
    strategy.setFallbackInstantiatorStrategy(new StdInstantiatorStrategy());
    kryo.setInstantiatorStrategy(strategy);
    kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    return kryo;
  }

  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[1]);
    if (args[0].equals("write")) {
      Output out = new Output(256, -1);
      kryo().writeClassAndObject(out, Sample.make());
      Files.write(file, out.toBytes());
      System.out.println("v1 wrote " + out.toBytes().length + " bytes: " + Sample.make());
    } else {
      try {
        Object read = kryo().readClassAndObject(new Input(Files.readAllBytes(file)));
        System.out.println("v2 read: " + read);
      } catch (RuntimeException e) {
        System.out.println("v2 read failed: " + e);
        for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
          System.out.println("  caused by " + c);
        }
      }
    }
  }
}
