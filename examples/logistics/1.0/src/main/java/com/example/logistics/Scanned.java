package com.example.logistics;

import java.time.Instant;

/** A parcel scanned at a hub. */
public record Scanned(Instant at, String hub) implements ParcelEvent {}
