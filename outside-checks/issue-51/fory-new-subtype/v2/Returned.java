import java.time.Instant;

public record Returned(Instant at, String reason) implements ParcelEvent {}
