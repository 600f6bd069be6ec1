package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/**
 * Who carries a shipment. Release 1.1 renamed the Java field vehiclePlate to truckPlate; its JSON
 * wire name stays "plate".
 */
public class Courier implements Serializable {

  private static final long serialVersionUID = 1L;

  private String name;

  @JsonProperty("plate")
  private String truckPlate;

  /** For the dispatchers only: never sent as JSON. */
  @JsonIgnore private String dispatcherNote;

  public Courier() {}

  public Courier(String name, String truckPlate) {
    this.name = name;
    this.truckPlate = truckPlate;
  }

  public String getDispatcherNote() {
    return dispatcherNote;
  }

  public void setDispatcherNote(String dispatcherNote) {
    this.dispatcherNote = dispatcherNote;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getTruckPlate() {
    return truckPlate;
  }

  public void setTruckPlate(String truckPlate) {
    this.truckPlate = truckPlate;
  }
}
