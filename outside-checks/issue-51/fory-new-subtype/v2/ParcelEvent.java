import java.io.Serializable;
import java.time.Instant;

/** Release 1.1: a parcel event may also be returned. */
public sealed interface ParcelEvent extends Serializable permits Scanned, Delivered, Returned {
  Instant at();
}
