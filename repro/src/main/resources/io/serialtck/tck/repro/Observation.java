import java.util.List;
import repro.spi.Fixture;

/**
 * What the reader reports of a fixture it read, as SerialTCK's reader does: the fixture's
 * observation of the object read and of a faithful one ({@code observe(expected())}), both printed
 * in the reader's JVM. A root that is not of the fixture's root type is not observed: it is
 * ill-typed, whatever it holds. When the fixture observes a summary instead of the object itself,
 * the values of the read graph that are not of their declared types are listed beside it.
 */
final class Observation {

  private Observation() {}

  static void print(Fixture fixture, Object read) {
    Class<?> rootType = fixture.rootType();
    Object faithful = fixture.observe(fixture.expected());
    String expected = Dump.json(faithful, Object.class, null);
    String actual;
    List<String> illTyped = List.of();
    if (read != null && !rootType.isInstance(read)) {
      actual = Dump.notOfRootType(rootType, read);
      System.out.println("read a " + read.getClass().getName() + ", not a " + rootType.getName());
    } else {
      Object observed = fixture.observe(read);
      System.out.println("observed:");
      if (observed == read) {
        actual = Dump.json(observed, rootType, faithful);
        Dump.tree(observed, rootType);
      } else {
        actual = Dump.json(observed, Object.class, faithful);
        illTyped = Dump.illTyped(read, rootType);
        Dump.tree(observed, Object.class);
      }
    }
    System.out.println("expected (the fixture's observe(expected())):");
    Dump.tree(faithful, Object.class);
    System.out.println("OBSERVED-JSON " + actual);
    System.out.println("EXPECTED-JSON " + expected);
    for (String each : illTyped) {
      System.out.println("ILL-TYPED " + each);
    }
  }
}
