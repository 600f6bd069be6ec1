import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Fory as the kit's fory-compatible sets it up: release 1.1 writes a parcel whose events hold a
 * Returned (a subtype 1.0 does not have), the kit's shrunk value; with {@code also-last}, the same
 * Returned is the parcel's lastEvent too. Release 1.0 reads it.
 *   write FILE [also-last] | read FILE
 */
public class NewSubtypeCheck {
  public static void main(String[] a) throws Exception {
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .requireClassRegistration(false)
            .withRefTracking(true)
            .withClassLoader(NewSubtypeCheck.class.getClassLoader())
            .build();
    if (a[0].equals("write")) {
      Parcel parcel = new Parcel();
      parcel.tracking = "RR123456785DE";
      Instant at = Instant.parse("2026-03-16T10:00:00Z");
      parcel.events.add(
          (ParcelEvent)
              Class.forName("Returned")
                  .getConstructors()[0]
                  .newInstance(at, "refused by the recipient"));
      if (a.length > 2 && a[2].equals("also-last")) {
        parcel.lastEvent = parcel.events.get(0);
      }
      Files.write(Path.of(a[1]), fory.serialize(parcel));
      System.out.println("wrote events " + parcel.events + ", lastEvent " + parcel.lastEvent);
    } else {
      Parcel parcel = (Parcel) fory.deserialize(Files.readAllBytes(Path.of(a[1])));
      System.out.println("read without an exception; tracking " + parcel.tracking);
      List<?> events = parcel.events;
      for (int i = 0; i < events.size(); i++) {
        Object event = events.get(i);
        System.out.println(
            "  events[" + i + "] is a " + event.getClass().getName()
                + ", a ParcelEvent: " + (event instanceof ParcelEvent) + " (" + event + ")");
      }
      Object last = Parcel.class.getField("lastEvent").get(parcel);
      System.out.println(
          "  lastEvent is a " + (last == null ? "null" : last.getClass().getName())
              + ", a ParcelEvent: " + (last instanceof ParcelEvent));
      try {
        for (ParcelEvent event : parcel.events) {
          System.out.println("  iterating as ParcelEvent: at " + event.at());
        }
      } catch (ClassCastException e) {
        System.out.println("  iterating the List<ParcelEvent> as declared: " + e);
      }
    }
  }
}
