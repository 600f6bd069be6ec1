package com.example.logistics;

import java.time.Instant;

/** A parcel sent back to its sender (new in release 1.1). */
public record Returned(Instant at, String reason) implements ParcelEvent {}
