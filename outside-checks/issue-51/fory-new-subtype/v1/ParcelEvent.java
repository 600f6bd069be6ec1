import java.io.Serializable;
import java.time.Instant;

/** Release 1.0: a parcel event is scanned or delivered. */
public sealed interface ParcelEvent extends Serializable permits Scanned, Delivered {
  Instant at();
}
