import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Function;

/**
 * Does Java deserialization of the same small object cost the same whether its classes sit on the
 * application class path (as in the race's plain twin) or in a class loader of their own whose
 * parent is the platform loader (as in the kit's world)? One JVM per run: the loader mode, the
 * operation, the warm-up in ms; then 15 batches of 200 ms, whose median ns/op is printed.
 *
 * <p>java -cp main:classes LoaderCheck app read 5000 classes   (classes on the class path)
 * <p>java -cp main LoaderCheck child read 5000 classes         (classes in a child loader)
 */
public class LoaderCheck {
  public static void main(String[] args) throws Exception {
    String mode = args[0];
    String operation = args[1];
    long warmupMillis = Long.parseLong(args[2]);
    Path classes = Path.of(args[3]);
    ClassLoader loader =
        mode.equals("app")
            ? LoaderCheck.class.getClassLoader()
            : new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    @SuppressWarnings("unchecked")
    Function<String, Object> codec =
        (Function<String, Object>)
            Class.forName("check.Codec", true, loader).getConstructor().newInstance();
    if (!codec.getClass().getClassLoader().equals(loader)) {
      throw new IllegalStateException("check.Codec came from " + codec.getClass().getClassLoader());
    }
    long sink = 0;
    long end = System.nanoTime() + warmupMillis * 1_000_000;
    while (System.nanoTime() < end) {
      sink += System.identityHashCode(codec.apply(operation));
    }
    double[] batches = new double[15];
    for (int b = 0; b < batches.length; b++) {
      long ops = 0;
      long start = System.nanoTime();
      long stop = start + 200_000_000L;
      long now;
      do {
        sink += System.identityHashCode(codec.apply(operation));
        ops++;
      } while ((now = System.nanoTime()) < stop);
      batches[b] = (now - start) / (double) ops;
    }
    Arrays.sort(batches);
    System.out.printf(
        "%-5s %-5s warm-up %5d ms: median %7.0f ns/op (batches %.0f to %.0f) %s%n",
        mode, operation, warmupMillis, batches[7], batches[0], batches[14], sink == 42 ? "" : "");
  }
}
