import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** What holds the events: the same in both releases. */
public class Parcel implements Serializable {
  private static final long serialVersionUID = 1L;
  public String tracking;
  public List<ParcelEvent> events = new ArrayList<>();
  public ParcelEvent lastEvent;
}
