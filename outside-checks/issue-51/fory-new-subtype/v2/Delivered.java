import java.time.Instant;

public record Delivered(Instant at, String signedBy) implements ParcelEvent {}
