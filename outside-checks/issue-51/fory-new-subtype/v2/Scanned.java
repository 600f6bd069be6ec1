import java.time.Instant;

public record Scanned(Instant at, String hub) implements ParcelEvent {}
