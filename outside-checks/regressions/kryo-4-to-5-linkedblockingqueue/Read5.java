import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import org.objenesis.strategy.StdInstantiatorStrategy;

/** Kryo 5.6.2 reads those bytes as the kit's kryo-default does, then looks at the queues. */
public class Read5 {
  public static void main(String[] args) throws Exception {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    DefaultInstantiatorStrategy strategy = new DefaultInstantiatorStrategy();
    strategy.setFallbackInstantiatorStrategy(new StdInstantiatorStrategy());
    kryo.setInstantiatorStrategy(strategy);
    Object read = kryo.readClassAndObject(new Input(Files.readAllBytes(Path.of(args[0]))));
    System.out.println("Kryo 5.6.2 read without an error: " + read.getClass().getName());
    Mailbox m = (Mailbox) read;
    for (String name : new String[] {"unbounded", "bounded"}) {
      Collection<?> queue = name.equals("unbounded") ? m.unbounded : m.bounded;
      try {
        System.out.println("  " + name + ": size " + queue.size() + ", elements " + queue);
      } catch (Throwable e) {
        System.out.println("  " + name + ": looking at it throws " + e);
      }
    }
  }
}
