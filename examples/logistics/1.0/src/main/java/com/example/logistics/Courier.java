package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/** Who carries a shipment; the JSON wire name of the plate is "plate". */
public class Courier implements Serializable {

  private static final long serialVersionUID = 1L;

  private String name;

  @JsonProperty("plate")
  private String vehiclePlate;

  /** For the dispatchers only: never sent as JSON. */
  @JsonIgnore private String dispatcherNote;

  public Courier() {}

  public Courier(String name, String vehiclePlate) {
    this.name = name;
    this.vehiclePlate = vehiclePlate;
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

  public String getVehiclePlate() {
    return vehiclePlate;
  }

  public void setVehiclePlate(String vehiclePlate) {
    this.vehiclePlate = vehiclePlate;
  }
}
