package com.example.logistics;

import java.time.Instant;

/** A parcel handed over, signed for. */
public record Delivered(Instant at, String signedBy) implements ParcelEvent {}
