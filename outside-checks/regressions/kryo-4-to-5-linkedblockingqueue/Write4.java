import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.LinkedBlockingQueue;
import org.objenesis.strategy.StdInstantiatorStrategy;

/** Kryo 4.0.3 writes the mailbox as the kit's kryo-default does. */
public class Write4 {
  public static void main(String[] args) throws Exception {
    Mailbox m = new Mailbox();
    m.unbounded = new LinkedBlockingQueue<>();
    m.unbounded.add("first");
    m.unbounded.add("second");
    m.bounded = new LinkedBlockingQueue<>(3);
    m.bounded.add(-9);
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    Kryo.DefaultInstantiatorStrategy strategy = new Kryo.DefaultInstantiatorStrategy();
    strategy.setFallbackInstantiatorStrategy(new StdInstantiatorStrategy());
    kryo.setInstantiatorStrategy(strategy);
    Output output = new Output(256, -1);
    kryo.writeClassAndObject(output, m);
    Files.write(Path.of(args[0]), output.toBytes());
    System.out.println("Kryo 4.0.3 wrote " + output.toBytes().length + " bytes: unbounded="
        + m.unbounded + " bounded=" + m.bounded);
  }
}
