import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Fory 1.6.0 set up as the kit's fory-compatible (compatible mode, references tracked, no
 * registration required) serializes a session of 1 MiB (a 16-character id, 4,096 attributes of 128
 * characters in a LinkedHashMap, 128 blobs of 4 KiB in an ArrayList: the kit's session-1MB shape)
 * again and again for SECONDS seconds in one JVM, and prints each 100 ms window's time per
 * operation, with the JVM's uptime so that -XX:+PrintCompilation lines can be matched to it.
 */
public class LateCompile {

  public static class Session {
    public String id;
    public Map<String, String> attributes;
    public List<byte[]> blobs;
  }

  static Session session() {
    java.util.Random random = new java.util.Random(1048576);
    Session s = new Session();
    s.id = text(random, 16);
    s.attributes = new LinkedHashMap<>();
    for (int i = 0; i < 4096; i++) {
      String key = String.format("attr-%04d", i);
      s.attributes.put(key, text(random, 128 - key.length()));
    }
    s.blobs = new ArrayList<>();
    for (int i = 0; i < 128; i++) {
      byte[] blob = new byte[4096];
      random.nextBytes(blob);
      s.blobs.add(blob);
    }
    return s;
  }

  static String text(java.util.Random random, int length) {
    StringBuilder b = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      b.append((char) ('a' + random.nextInt(26)));
    }
    return b.toString();
  }

  public static void main(String[] args) {
    double seconds = Double.parseDouble(args.length > 0 ? args[0] : "20");
    String operation = args.length > 1 ? args[1] : "serialize";
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .requireClassRegistration(false)
            .withRefTracking(true)
            .build();
    Session session = session();
    byte[] bytes = fory.serialize(session);
    System.out.printf("%s of %,d bytes%n", operation, bytes.length);
    long sink = 0;
    long end = System.nanoTime() + (long) (seconds * 1e9);
    while (System.nanoTime() < end) {
      long start = System.nanoTime();
      long ops = 0;
      while (System.nanoTime() - start < 100_000_000L) {
        if (operation.equals("serialize")) {
          sink += fory.serialize(session).length;
        } else {
          sink += ((Session) fory.deserialize(bytes)).blobs.size();
        }
        ops++;
      }
      long took = System.nanoTime() - start;
      System.out.printf(
          "uptime %6d ms  %8.3f ms/op  (%d ops)%n",
          ManagementFactory.getRuntimeMXBean().getUptime(), took / 1e6 / ops, ops);
    }
    System.out.println("sink " + sink);
  }
}
