package com.example.logistics;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.io.Serializable;
import java.time.Instant;

/** Something that happened to a parcel; Jackson writes which kind by name in "type". */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Scanned.class, name = "scanned"),
  @JsonSubTypes.Type(value = Delivered.class, name = "delivered"),
  @JsonSubTypes.Type(value = Returned.class, name = "returned")
})
public sealed interface ParcelEvent extends Serializable permits Scanned, Delivered, Returned {

  Instant at();
}
