import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.util.ArrayList;
import java.util.List;
import org.objenesis.strategy.StdInstantiatorStrategy;

/** Kryo #851: a null written over a field whose initializer sets a value, with CompatibleFieldSerializer. */
public class NullOverInitializer {
  public static class Settings {
    public String label = "unnamed";
    public Integer retries = 10;
    public List<String> tags = new ArrayList<>(List.of("default"));
    public int priority = 5;
  }

  static Kryo kryo(boolean compatible) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(true);
    DefaultInstantiatorStrategy strategy = new DefaultInstantiatorStrategy();
    strategy.setFallbackInstantiatorStrategy(new StdInstantiatorStrategy());
    kryo.setInstantiatorStrategy(strategy);
    if (compatible) {
      kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    }
    return kryo;
  }

  public static void main(String[] args) {
    for (boolean compatible : new boolean[] {false, true}) {
      Settings written = new Settings();
      written.label = null;
      written.retries = null;
      written.tags = null;
      written.priority = 0;
      Output out = new Output(256, -1);
      kryo(compatible).writeClassAndObject(out, written);
      Settings read = (Settings) kryo(compatible).readClassAndObject(new Input(out.toBytes()));
      System.out.printf(
          "%s: written label=null retries=null tags=null priority=0 -> read label=%s retries=%s tags=%s priority=%d%n",
          compatible ? "CompatibleFieldSerializer" : "FieldSerializer",
          read.label, read.retries, read.tags, read.priority);
    }
  }
}
