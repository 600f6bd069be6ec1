import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.Serializable;
import java.util.AbstractMap;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Fory #3621 (pull request #3628): a non-JDK Externalizable map in a Map field, and (pull request
 * #3663) an exception's suppressed exceptions, through Fory's Java mode as the kit sets it up.
 */
public class ExternalizableMapCheck {

  /** The pull request's JDK-only reproducer. */
  public static class ExternalizableStringMap extends AbstractMap<String, String>
      implements Externalizable {
    private transient LinkedHashMap<String, String> entries = new LinkedHashMap<>();

    public ExternalizableStringMap() {}

    @Override
    public String put(String key, String value) {
      return entries.put(key, value);
    }

    @Override
    public Set<Map.Entry<String, String>> entrySet() {
      return entries.entrySet();
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(entries.size());
      for (Map.Entry<String, String> e : entries.entrySet()) {
        out.writeObject(e.getKey());
        out.writeObject(e.getValue());
      }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      entries = new LinkedHashMap<>();
      int size = in.readInt();
      for (int i = 0; i < size; i++) {
        entries.put((String) in.readObject(), (String) in.readObject());
      }
    }
  }

  public static class Holder implements Serializable {
    public String name;
    public Map<String, String> data;
    public Exception error;
  }

  static Fory fory(CompatibleMode mode) {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .withCompatibleMode(mode)
        .requireClassRegistration(false)
        .withRefTracking(true)
        .withClassLoader(ExternalizableMapCheck.class.getClassLoader())
        .build();
  }

  public static void main(String[] args) {
    for (CompatibleMode mode : CompatibleMode.values()) {
      Holder h = new Holder();
      h.name = "third-party map";
      ExternalizableStringMap map = new ExternalizableStringMap();
      map.put("k", "v");
      map.put("caf\u00e9", "cr\u00e8me");
      h.data = map;
      h.error = new Exception("transfer failed", new IllegalArgumentException("amount"));
      h.error.addSuppressed(new IllegalStateException("close failed"));
      try {
        byte[] bytes = fory(mode).serialize(h);
        Holder r = (Holder) fory(mode).deserialize(bytes);
        System.out.printf(
            "%s: data %s %s (written %s); error suppressed %s%n",
            mode,
            r.data.getClass().getSimpleName(),
            r.data,
            h.data,
            Arrays.toString(r.error.getSuppressed()));
      } catch (RuntimeException e) {
        Throwable root = e;
        while (root.getCause() != null) {
          root = root.getCause();
        }
        System.out.printf("%s: FAILED %s (root cause %s)%n", mode, e.getClass().getName(), root);
      }
    }
  }
}
