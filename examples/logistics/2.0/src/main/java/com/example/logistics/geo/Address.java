package com.example.logistics.geo;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;

/** A postal address: nested in Shipment until release 2.0, in a package of its own since. */
public class Address implements Serializable {

  private static final long serialVersionUID = 1L;

  private final String city;
  private final String postcode;

  @JsonCreator
  public Address(@JsonProperty("city") String city, @JsonProperty("postcode") String postcode) {
    if (city == null || city.isBlank()) {
      throw new IllegalArgumentException("an address needs a city");
    }
    this.city = city;
    this.postcode = postcode;
  }

  public String getCity() {
    return city;
  }

  public String getPostcode() {
    return postcode;
  }
}
