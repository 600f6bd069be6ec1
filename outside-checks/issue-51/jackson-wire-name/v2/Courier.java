import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/** Release 1.1: the Java field is renamed truckPlate; @JsonProperty keeps the JSON name "plate". */
public class Courier implements Serializable {
  private static final long serialVersionUID = 1L;
  private String name;

  @JsonProperty("plate")
  private String truckPlate;

  public Courier() {}

  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getTruckPlate() { return truckPlate; }
  public void setTruckPlate(String truckPlate) { this.truckPlate = truckPlate; }
  public void fill(String plate) { name = "Ana"; truckPlate = plate; }
  @Override public String toString() { return "Courier(v2)[name=" + name + ", truckPlate=" + truckPlate + "]"; }
}
