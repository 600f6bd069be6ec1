package com.example.logistics;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The team's own examples of its model, for the kit's samples hook ({@code --samples
 * com.example.logistics.LogisticsSamples}): every public static method without parameters returns
 * one value (or a list of values) the team's code really makes.
 */
public final class LogisticsSamples {

  private LogisticsSamples() {}

  public static List<TrackingCode> trackingCodes() {
    return List.of(new TrackingCode("RR123456785DE"), new TrackingCode("LX000000001CH"));
  }

  public static List<Dimensions> dimensions() {
    return List.of(new Dimensions(30, 20, 10), new Dimensions(1, 1, 1), new Dimensions(120, 80, 60));
  }

  public static Shipment.Address depot() {
    return new Shipment.Address("Rotterdam", "3011 AA");
  }

  public static Courier courier() {
    Courier courier = new Courier("Ana", "RT-482-K");
    courier.setDispatcherNote("prefers the north gate");
    return courier;
  }

  public static List<Quote> quotes() {
    return List.of(
        new Quote(ServiceLevel.STANDARD, new BigDecimal("7.50"), 5),
        new Quote(ServiceLevel.ECONOMY, new BigDecimal("4.95"), 10));
  }

  public static Returned returned() {
    return new Returned(Instant.parse("2026-03-16T10:00:00Z"), "refused by the recipient");
  }

  public static Shipment shipment() {
    Shipment shipment = new Shipment();
    shipment.setId(UUID.fromString("0f5a1c1e-7b7d-4c52-9a51-3f8f3b8e2a10"));
    shipment.setTracking(new TrackingCode("RR123456785DE"));
    shipment.setDeclaredValue(new BigDecimal("149.90"));
    shipment.setLevel(ServiceLevel.ECONOMY);
    shipment.setDimensions(new Dimensions(40, 30, 20));
    shipment.setWeightGrams(2300);
    shipment.setShipDate(LocalDate.of(2026, 3, 14));
    shipment.setHandling(EnumSet.of(Handling.FRAGILE, Handling.KEEP_COLD));
    Map<String, List<String>> labels = new LinkedHashMap<>();
    labels.put("RTM", new ArrayList<>(List.of("priority", "cold-chain")));
    labels.put("AMS", new ArrayList<>(List.of("transfer")));
    shipment.setLabelsByHub(labels);
    Instant scanned = Instant.parse("2026-03-14T08:15:30Z");
    shipment.setEvents(
        new ArrayList<>(
            List.of(
                new Scanned(scanned, "RTM", "S-17"),
                new Delivered(scanned.plusSeconds(86_400), "J. Jansen"))));
    shipment.setLastEvent(new Scanned(scanned.plusSeconds(3_600), "AMS", "S-02"));
    shipment.setNote("leave at the back door");
    shipment.setCustomerRef("PO-7731");
    Shipment.Address depot = depot();
    shipment.setOrigin(depot);
    shipment.setReturnTo(depot);
    return shipment;
  }
}
