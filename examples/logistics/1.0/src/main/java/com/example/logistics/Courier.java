package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/** Who carries a shipment; the JSON wire name of the plate is "plate". */
public class Courier implements Serializable {

  private static final long serialVersionUID = 1L;

  private String name;

  @JsonProperty("plate")
  private String vehiclePlate;

  public Courier() {}

  public Courier(String name, String vehiclePlate) {
    this.name = name;
    this.vehiclePlate = vehiclePlate;
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
