import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/** Release 1.0: the plate's Java field is vehiclePlate, its JSON name "plate". */
public class Courier implements Serializable {
  private static final long serialVersionUID = 1L;
  private String name;

  @JsonProperty("plate")
  private String vehiclePlate;

  public Courier() {}

  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getVehiclePlate() { return vehiclePlate; }
  public void setVehiclePlate(String vehiclePlate) { this.vehiclePlate = vehiclePlate; }
  public void fill(String plate) { name = "Ana"; vehiclePlate = plate; }
  @Override public String toString() { return "Courier(v1)[name=" + name + ", vehiclePlate=" + vehiclePlate + "]"; }
}
