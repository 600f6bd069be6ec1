package io.serialtck.testkit;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The objects {@link SecureSettingsSanity} reads at a configuration's secure settings: a {@link
 * Parcel} whose field declared {@code Object} holds either an {@link Allowed} (a class the reader
 * registers) or an {@link Intruder} (one it does not), which counts every time a library makes or
 * fills one in.
 */
public final class SecureFixtures {

  private SecureFixtures() {}

  /** A parcel holding an {@link Allowed}. */
  public static Parcel allowedParcel() {
    Parcel parcel = new Parcel();
    parcel.payload = new Allowed();
    return parcel;
  }

  /**
   * A parcel holding a list of a string, an {@link Allowed} and an {@code int[]}: a collection's
   * own reading (an {@code ArrayList} fills an {@code Object[]}) must pass the secure settings too.
   */
  public static Parcel listParcel() {
    Parcel parcel = new Parcel();
    java.util.List<Object> items = new java.util.ArrayList<>();
    items.add("first");
    items.add(new Allowed());
    items.add(new int[] {1, 2});
    parcel.payload = items;
    return parcel;
  }

  /** A parcel holding an {@link Intruder}. */
  public static Parcel intruderParcel() {
    Parcel parcel = new Parcel();
    parcel.payload = new Intruder();
    return parcel;
  }

  /** The root the reader asks for: a label and a payload declared as {@code Object}. */
  public static class Parcel implements Serializable {
    @Serial private static final long serialVersionUID = 1L;
    private String label = "parcel";
    private Object payload;

    public Parcel() {}

    public String getLabel() {
      return label;
    }

    public void setLabel(String label) {
      this.label = label;
    }

    public Object getPayload() {
      return payload;
    }

    public void setPayload(Object payload) {
      this.payload = payload;
    }
  }

  /** A payload of a class the reader registers. */
  public static class Allowed implements Serializable {
    @Serial private static final long serialVersionUID = 1L;
    private int weight = 3;

    public Allowed() {}

    public int getWeight() {
      return weight;
    }

    public void setWeight(int weight) {
      this.weight = weight;
    }
  }

  /**
   * A payload of a class the reader never registers. Its constructor, setter, {@code readObject}
   * and {@code readResolve} each count in {@link #touches()}, so a test sees whether a library made
   * or filled one in while reading.
   */
  public static class Intruder implements Serializable {
    @Serial private static final long serialVersionUID = 1L;
    private static final AtomicInteger TOUCHES = new AtomicInteger();
    private String note = "intruder";

    public Intruder() {
      TOUCHES.incrementAndGet();
    }

    /** How often an intruder was constructed or filled in since the last {@link #reset()}. */
    public static int touches() {
      return TOUCHES.get();
    }

    /** Starts counting anew (the writer's own {@code new Intruder()} counts too). */
    public static void reset() {
      TOUCHES.set(0);
    }

    public String getNote() {
      return note;
    }

    public void setNote(String note) {
      TOUCHES.incrementAndGet();
      this.note = note;
    }

    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      TOUCHES.incrementAndGet();
      in.defaultReadObject();
    }

    @Serial
    private Object readResolve() {
      TOUCHES.incrementAndGet();
      return this;
    }
  }
}
