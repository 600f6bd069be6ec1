public enum Status { NEW, PAID, CANCELLED }
