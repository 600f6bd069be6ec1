package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/**
 * Who carries a shipment. Release 1.1 renamed the Java field vehiclePlate to truckPlate; its JSON
 * wire name stays "plate". Release 2.0 renamed name to fullName, read under its old name too.
 */
public class Courier implements Serializable {

  private static final long serialVersionUID = 1L;

  /** Called name until release 2.0; Jackson still reads the old name. */
  @JsonAlias("name")
  private String fullName;

  @JsonProperty("plate")
  private String truckPlate;

  /** For the dispatchers only: never sent as JSON. */
  @JsonIgnore private String dispatcherNote;

  public Courier() {}

  public Courier(String fullName, String truckPlate) {
    this.fullName = fullName;
    this.truckPlate = truckPlate;
  }

  public String getDispatcherNote() {
    return dispatcherNote;
  }

  public void setDispatcherNote(String dispatcherNote) {
    this.dispatcherNote = dispatcherNote;
  }

  public String getFullName() {
    return fullName;
  }

  public void setFullName(String fullName) {
    this.fullName = fullName;
  }

  public String getTruckPlate() {
    return truckPlate;
  }

  public void setTruckPlate(String truckPlate) {
    this.truckPlate = truckPlate;
  }
}
