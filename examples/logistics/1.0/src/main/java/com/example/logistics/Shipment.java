package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A shipment as release 1.0 of the team's event model has it. */
public class Shipment implements Serializable {

  private static final long serialVersionUID = 1L;

  private UUID id;
  private TrackingCode tracking;
  private BigDecimal declaredValue;
  private ServiceLevel level;
  private Dimensions dimensions;
  private int weightGrams;
  private LocalDate shipDate;
  private EnumSet<Handling> handling = EnumSet.noneOf(Handling.class);
  private Map<String, List<String>> labelsByHub;
  private List<ParcelEvent> events = new ArrayList<>();
  private ParcelEvent lastEvent;
  private String note;

  /** Where it was picked up; a return goes back there unless told otherwise (the same object). */
  private Address origin;

  private Address returnTo;

  public Shipment() {}

  /** A postal address, nested in the shipment's class. */
  public static class Address implements Serializable {

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

  public UUID getId() {
    return id;
  }

  public void setId(UUID id) {
    this.id = id;
  }

  public TrackingCode getTracking() {
    return tracking;
  }

  public void setTracking(TrackingCode tracking) {
    this.tracking = tracking;
  }

  public BigDecimal getDeclaredValue() {
    return declaredValue;
  }

  public void setDeclaredValue(BigDecimal declaredValue) {
    this.declaredValue = declaredValue;
  }

  public ServiceLevel getLevel() {
    return level;
  }

  public void setLevel(ServiceLevel level) {
    this.level = level;
  }

  public Dimensions getDimensions() {
    return dimensions;
  }

  public void setDimensions(Dimensions dimensions) {
    this.dimensions = dimensions;
  }

  public int getWeightGrams() {
    return weightGrams;
  }

  public void setWeightGrams(int weightGrams) {
    if (weightGrams < 0) {
      throw new IllegalArgumentException("weight must not be negative: " + weightGrams);
    }
    this.weightGrams = weightGrams;
  }

  public LocalDate getShipDate() {
    return shipDate;
  }

  public void setShipDate(LocalDate shipDate) {
    this.shipDate = shipDate;
  }

  public EnumSet<Handling> getHandling() {
    return handling;
  }

  public void setHandling(EnumSet<Handling> handling) {
    this.handling = handling;
  }

  public Map<String, List<String>> getLabelsByHub() {
    return labelsByHub;
  }

  public void setLabelsByHub(Map<String, List<String>> labelsByHub) {
    this.labelsByHub = labelsByHub;
  }

  public List<ParcelEvent> getEvents() {
    return events;
  }

  public void setEvents(List<ParcelEvent> events) {
    this.events = events;
  }

  public ParcelEvent getLastEvent() {
    return lastEvent;
  }

  public void setLastEvent(ParcelEvent lastEvent) {
    this.lastEvent = lastEvent;
  }

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }

  public Address getOrigin() {
    return origin;
  }

  public void setOrigin(Address origin) {
    this.origin = origin;
  }

  public Address getReturnTo() {
    return returnTo;
  }

  public void setReturnTo(Address returnTo) {
    this.returnTo = returnTo;
  }
}
