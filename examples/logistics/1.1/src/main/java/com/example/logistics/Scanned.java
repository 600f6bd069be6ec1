package com.example.logistics;

import java.time.Instant;

/** A parcel scanned at a hub, by a scanner (the scanner's id is new in release 1.1). */
public record Scanned(Instant at, String hub, String scannerId) implements ParcelEvent {}
